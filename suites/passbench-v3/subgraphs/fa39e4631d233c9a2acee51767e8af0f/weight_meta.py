class Program_weight_tensor_meta_mul_15:
    name = "mul_15"
    shape = [1, 8, 18, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_mul_16:
    name = "mul_16"
    shape = [1, 8, 18, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_key_states_2:
    name = "key_states_2"
    shape = [1, 8, 18, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
    min_val = 0.0
    max_val = 0.0


class Program_weight_tensor_meta_cos_5:
    name = "cos_5"
    shape = [1, 1, 18, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.7264585035154596
    std = 0.5484597604534808
    data = None
    min_val = -0.9997860789299011
    max_val = 1.0


class Program_weight_tensor_meta_sin_5:
    name = "sin_5"
    shape = [1, 1, 18, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.15878036982455038
    std = 0.38291922550953944
    data = None
    min_val = -0.9999902248382568
    max_val = 0.9999465346336365
