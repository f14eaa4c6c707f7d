class Program_weight_tensor_meta_chunked_hidden_states_4:
    name = "chunked_hidden_states_4"
    shape = [12, 2, 256, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0006484985366679297
    std = 0.0011569274959672099
    data = None
    min_val = 0.0
    max_val = 0.0038610037881881


class Program_weight_tensor_meta_chunked_value:
    name = "chunked_value"
    shape = [12, 2, 768, 64]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.3333132301783123
    std = 0.47176442395215146
    data = None
    min_val = -1.0
    max_val = 0.10657291114330292
