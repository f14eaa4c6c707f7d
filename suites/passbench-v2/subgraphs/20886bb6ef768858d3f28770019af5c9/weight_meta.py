class Program_weight_tensor_meta_q_embed:
    name = "q_embed"
    shape = [1, 8, 18, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_k_embed:
    name = "k_embed"
    shape = [1, 8, 18, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_value_states:
    name = "value_states"
    shape = [1, 8, 18, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_attention_mask:
    name = "attention_mask"
    shape = [1, 1, 18, 18]
    dtype = "torch.bool"
    device = "cpu"
    mean = None
    std = None
    data = None
