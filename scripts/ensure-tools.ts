// Part of `npm test`: makes sure the browser tests have Debian's Chromium (both builds, see
// scripts/chromium.ts), Firefox ESR and WebKitGTK for the cross-engine smoke (engine-packages.ts),
// and the PHP helper's test has php-cli, installing what is missing with apt-get when this
// machine allows, else failing with how to.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_BUILDS } from './chromium';
import { ENGINES, MINIBROWSER, XVFB_RUN } from './engine-packages';

const hasPhp = () => {
  try {
    execSync('php --version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const missingBuilds = () => Object.values(CHROMIUM_BUILDS).filter((build) => !existsSync(build.path));
const missingEngines = () => {
  const packages = new Set<string>();
  if (!existsSync(ENGINES.firefox.binary)) packages.add('firefox-esr');
  if (!existsSync(ENGINES.webkit.binary) || !existsSync(MINIBROWSER)) packages.add('webkit2gtk-driver');
  if (!existsSync(XVFB_RUN)) packages.add('xvfb');
  return [...packages];
};
const missing = [...missingBuilds().map((build) => build.debianPackage), ...missingEngines(), ...(hasPhp() ? [] : ['php-cli'])];
if (!missing.length) process.exit(0);

const byHand = `Install them (Debian: apt-get install -y ${missing.join(' ')})${missingBuilds().map((build) => ` or set ${build.variable} to its binary`).join('')}, then run npm test again.`;
const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!hasApt || (!isRoot && !existsSync('/usr/bin/sudo'))) {
  console.error(`${missing.join(' and ')} missing and cannot be installed here.\n${byHand}`);
  process.exit(1);
}
const sudo = isRoot ? '' : 'sudo ';
console.log(`Installing ${missing.join(' and ')} for the tests (apt-get install ${missing.join(' ')})…`);
try {
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, { stdio: 'inherit' });
} catch {
  console.error(`apt-get could not install ${missing.join(' ')}. ${byHand}`);
  process.exit(1);
}
if (missingBuilds().length || missingEngines().length || !hasPhp()) {
  console.error(`apt-get finished but something is still missing. ${byHand}`);
  process.exit(1);
}
