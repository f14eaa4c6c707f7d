class Program_weight_tensor_meta_tensor_1:
    name = "tensor_1"
    shape = [0]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = None
    std = None
    data = None


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 8, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00019398383127944285
    std = 0.10047590318588372
    data = None
    min_val = -0.4179660379886627
    max_val = 0.4990478456020355


class Program_weight_tensor_meta_keys:
    name = "keys"
    shape = [1, 8, 128, 64]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.0002728168382519769
    std = 0.09994626713648529
    data = None
    min_val = -0.4005071818828583
    max_val = 0.3812974989414215
