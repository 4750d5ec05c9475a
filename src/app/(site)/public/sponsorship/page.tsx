// The /public/... twin of the plain path (SPEC §2); its canonical URL is the plain path.
export { default } from '../../sponsorship/page'
export * from '../../sponsorship/page'
