class Program_weight_tensor_meta_q_embed_2:
    name = "q_embed_2"
    shape = [1, 8, 18, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_k_embed_2:
    name = "k_embed_2"
    shape = [1, 8, 18, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_value_states_2:
    name = "value_states_2"
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
