import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  safePolygon,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { cloneElement, useState, type HTMLProps, type ReactElement, type ReactNode, type Ref } from 'react';
import { FLOATING_LAYER_ATTRIBUTE, MODAL_BREAKPOINT_PX, TOOLTIP_OPEN_DELAY_MS, Z_INDEX } from '../constants';
import { useMediaQuery } from './use-media-query';
import { useAdoptedStyles } from '../../lib/styles';
import tokensCss from '../tokens.css?inline';
import tooltipCss from './tooltip.css?inline';

/** Phones and touch-only screens have no hover: there the tooltip opens on tap (spec §4). */
const PHONE_QUERY = `(max-width: ${MODAL_BREAKPOINT_PX - 0.02}px)`;
const NO_HOVER_QUERY = '(hover: none)';

/** Props of {@link Tooltip}. Open state follows Radix: `open` / `defaultOpen` / `onOpenChange`. */
export interface TooltipProps {
  content: ReactNode;
  /** One element that takes a ref and DOM props, usually a button; it stays the focus holder. */
  children: ReactElement<HTMLProps<Element> & { ref?: Ref<Element> }>;
  placement?: Placement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A tooltip on @floating-ui/react describing its child (role tooltip, aria-describedby while open).
 * Desktop: opens on hover after a short delay and on keyboard focus. Phones (under 768 px) or
 * `(hover: none)` screens: opens on tap. Closes on Escape, an outside press or blur. The tooltip is
 * never focusable and never takes focus: focus stays on the child.
 *
 * @example
 * <Tooltip content="Saved to favourites"><button type="button" aria-label="Favourite">♥</button></Tooltip>
 */
export function Tooltip({ content, children, placement = 'top', ...props }: TooltipProps) {
  // Added when first committed, not on import, so unused primitives tree-shake away.
  useAdoptedStyles(['ui-tokens', tokensCss], ['ui-tooltip', tooltipCss]);
  // Two queries rather than one comma list: some engines (happy-dom among them) mishandle lists.
  const isPhone = useMediaQuery(PHONE_QUERY);
  const tapMode = useMediaQuery(NO_HOVER_QUERY) || isPhone;
  const [uncontrolledOpen, setUncontrolledOpen] = useState(props.defaultOpen ?? false);
  const open = props.open ?? uncontrolledOpen;
  const setOpen = (next: boolean) => {
    if (props.open === undefined) setUncontrolledOpen(next);
    props.onOpenChange?.(next);
  };

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    // safePolygon lets the pointer travel onto the tooltip without closing it (WCAG 1.4.13).
    useHover(context, { enabled: !tapMode, mouseOnly: true, delay: { open: TOOLTIP_OPEN_DELAY_MS }, handleClose: safePolygon() }),
    useFocus(context, { enabled: !tapMode }),
    useClick(context, { enabled: tapMode }),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  // oxlint-disable-next-line react/refs -- setReference is floating-ui's stable callback ref, not a ref value
  const ref = useMergeRefs([refs.setReference, children.props.ref]);

  const referenceProps = getReferenceProps({
    ...children.props,
    // useFocus (which closes on blur) is off in tap mode, so blur closes it here.
    onBlur: (event) => {
      children.props.onBlur?.(event);
      if (tapMode) setOpen(false);
    },
  });

  return (
    <>
      {cloneElement(children, { ...referenceProps, ref })}
      {open && (
        <FloatingPortal>
          <div
            ref={refs.setFloating}
            className="tooltip"
            style={{ ...floatingStyles, zIndex: Z_INDEX.tooltip }}
            {...{ [FLOATING_LAYER_ATTRIBUTE]: 'tooltip' }}
            // Floating UI makes floating elements focusable (tabindex -1); a tooltip must never take focus.
            {...getFloatingProps({ tabIndex: undefined })}
          >
            {content}
          </div>
        </FloatingPortal>
      )}
    </>
  );
}
