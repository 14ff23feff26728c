// Plain values of the wallet calls (messages, limits, states, pay methods): zod-free, so the web imports them.
/** Messages of the photon account and recharge calls (001 §5, §8; 000 §5). */
export const walletMessages = {
  numRequired: '请填写光子充值数量',
  numInvalid: '请输入正确的光子充值数量',
  numMin: '光子充值数量不能小于 1',
  numDecimals: '光子充值数量最多保留两位小数',
  numMax: '单次充值不能超过 100000 光子',
  payMethodInvalid: '请选择支付方式',
  payMethodUnavailable: '暂不支持该支付方式，请选择其他支付方式',
  payServiceDown: '支付服务暂时不可用，请稍后再试',
  tooManyPending: '未支付的充值订单过多，请完成支付或稍后再试',
  payCodeOk: '支付码生成成功',
  payFormOk: '支付表单生成成功',
  orderNoRequired: '订单号错误!',
  orderNotFound: '充值订单不存在',
  sandboxPaid: '沙箱支付成功',
  sandboxAlreadyPaid: '沙箱：该订单已支付',
  sandboxOnly: '该订单不是沙箱订单，请使用真实支付',
  sandboxClosed: '沙箱：订单已关闭，请重新下单',
  sandboxLost: '沙箱：已付款，但通知被丢弃（等待主动查询入账）',
  /** Followed by the outcome in brackets, e.g. （amount_mismatch）. */
  sandboxNotifyRefused: '沙箱：通知未被接受',
  memberNotFound: '会员不存在',
  adjustBelowZero: '会员光子余额不足，扣减后余额不能小于 0',
  requeryFailed: '支付渠道查询失败',
} as const;

/** The most 光子 one recharge may buy. */
export const RECHARGE_MAX_PHOTONS = 100_000;

/** A pending recharge order closes this long after it was created. */
export const RECHARGE_EXPIRES_MINUTES = 30;

/** Recharge order status (001 §4): 0 pending, 1 paid, 2 closed. */
export const RechargeStatus = { pending: 0, paid: 1, closed: 2 } as const;

/** Pay methods (001 §2.10): 1 the messaging app's pay (WeChat Pay), 2 the mobile wallet (Alipay). */
export const PayMethod = { wechat: 1, alipay: 2 } as const;
