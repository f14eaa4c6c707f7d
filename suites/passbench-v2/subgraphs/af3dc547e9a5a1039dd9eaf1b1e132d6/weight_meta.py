class Program_weight_tensor_meta_hidden_states_3:
    name = "hidden_states_3"
    shape = [1, 8, 2, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0002728168382519769
    std = 0.09994588586809727
    data = None
    min_val = -0.4005071818828583
    max_val = 0.3812974989414215


class Program_weight_tensor_meta_values:
    name = "values"
    shape = [1, 8, 128, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00019398383127944285
    std = 0.10047590318588372
    data = None
    min_val = -0.4179660379886627
    max_val = 0.4990478456020355
