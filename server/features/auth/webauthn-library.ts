/**
 * @simplewebauthn/server, loaded by the first passkey ceremony rather than by the start: it takes
 * about half a second to load, and most starts (and test files) never see a passkey.
 */
export const webAuthnLibrary = () => import('@simplewebauthn/server');
