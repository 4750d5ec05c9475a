export { default } from '../../artist/[[...slug]]/not-found'
