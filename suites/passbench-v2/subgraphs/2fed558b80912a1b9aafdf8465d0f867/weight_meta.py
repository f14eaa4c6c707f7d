class Program_weight_tensor_meta_logit_scale:
    name = "logit_scale"
    shape = [1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0]
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_logits_per_text:
    name = "logits_per_text"
    shape = [1, 1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.01973569579422474
    std = 0.0
    data = [0.01973569579422474]
    min_val = 0.01973569579422474
    max_val = 0.01973569579422474


class Program_weight_tensor_meta_logit_bias:
    name = "logit_bias"
    shape = [1]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0]
    min_val = 0.0
    max_val = 0.0
