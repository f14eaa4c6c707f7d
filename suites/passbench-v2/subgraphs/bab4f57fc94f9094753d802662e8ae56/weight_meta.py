class Program_weight_tensor_meta_chunked_hidden_states_4:
    name = "chunked_hidden_states_4"
    shape = [16, 2, 256, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0006484985366679297
    std = 0.0011569274653190924
    data = None
    min_val = 0.0
    max_val = 0.0038610037881881


class Program_weight_tensor_meta_chunked_value:
    name = "chunked_value"
    shape = [16, 2, 768, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.3333928116197831
    std = 0.4790466305534521
    data = None
    min_val = -1.0
    max_val = 0.5099659562110901
