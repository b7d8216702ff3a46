export { WithdrawFlow as default } from '../../features/withdraw/components/withdraw-flow';
