/** Every string the footer layers show; a locale can replace this module. The spec gives none. */
export const messages = {
  /** The close button of a layer, named after the layer's own heading. */
  close: (title: string) => `Close: ${title}`,
  /** A layer's name when its HTML comes without a heading. */
  names: {
    contest: 'The contest',
    'promote-inbound-number': 'Talk to a wedding expert',
    'couple-choice-awards': 'This year’s Couples’ Choice Awards',
  },
} as const;
