class Program_weight_tensor_meta_logit_scale:
    name = "logit_scale"
    shape = [1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.681994915008545
    std = 0.0
    data = [4.681994915008545]
    min_val = 4.681994915008545
    max_val = 4.681994915008545


class Program_weight_tensor_meta_logits_per_text:
    name = "logits_per_text"
    shape = [2, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.17497917264699936
    std = 0.0005007150970215488
    data = [0.17533323168754578, 0.17462511360645294]
    min_val = 0.17462511360645294
    max_val = 0.17533323168754578


class Program_weight_tensor_meta_logit_bias:
    name = "logit_bias"
    shape = [1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -16.347614288330078
    std = 0.0
    data = [-16.347614288330078]
    min_val = -16.347614288330078
    max_val = -16.347614288330078
