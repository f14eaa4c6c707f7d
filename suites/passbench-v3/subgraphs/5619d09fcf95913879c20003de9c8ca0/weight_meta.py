class Program_weight_tensor_meta_hidden_states_106:
    name = "hidden_states_106"
    shape = [1, 1248, 20]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0003738039076616144
    std = 0.013177125720262388
    data = None
    min_val = -0.04822960123419762
    max_val = 0.04884044826030731
