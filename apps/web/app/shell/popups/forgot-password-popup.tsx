export { ForgotPasswordFlow as default } from '../../features/forgot-password/components/forgot-password-flow';
