export { LoginPopup as default } from '../../features/auth/components/login-popup';
