class Program_weight_tensor_meta_attn_probs_4:
    name = "attn_probs_4"
    shape = [16, 1, 1]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0]
    min_val = 1.0
    max_val = 1.0


class Program_weight_tensor_meta_value_states_14:
    name = "value_states_14"
    shape = [16, 1, 64]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = -0.00167207381582557
    std = 0.12992041967885176
    data = None
    min_val = -0.5347799062728882
    max_val = 0.40296462178230286
