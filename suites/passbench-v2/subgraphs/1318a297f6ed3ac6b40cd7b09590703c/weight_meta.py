class Program_weight_tensor_meta_attn_weights_34:
    name = "attn_weights_34"
    shape = [1, 8, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00010581059726037334
    std = 0.04039344384024612
    data = None
    min_val = -0.19407621026039124
    max_val = 0.22879834473133087


class Program_weight_tensor_meta_mask_2:
    name = "mask_2"
    shape = [1, 1, 128, 128]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0
