class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 2, 2, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0012377396240199623
    std = 0.9999415953397832
    data = None
    min_val = -4.067079544067383
    max_val = 3.9972734451293945


class Program_weight_tensor_meta_value_states_1:
    name = "value_states_1"
    shape = [1, 2, 128, 256]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0010345679430243254
    std = 0.9999449050092961
    data = None
    min_val = -4.237802505493164
    max_val = 4.06652307510376
