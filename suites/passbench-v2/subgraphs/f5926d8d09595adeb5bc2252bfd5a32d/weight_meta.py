class Program_weight_tensor_meta_hidden_states_13:
    name = "hidden_states_13"
    shape = [1, 512, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.06608567384632617
    std = 0.11024797700221116
    data = None
    min_val = -0.6154570579528809
    max_val = 0.4704492688179016
