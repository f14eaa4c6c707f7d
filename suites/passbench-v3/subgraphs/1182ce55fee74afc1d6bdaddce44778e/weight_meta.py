class Program_weight_tensor_meta_hidden_states_30:
    name = "hidden_states_30"
    shape = [1, 50, 3072]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0018390507446769519
    std = 0.11021624330742139
    data = None
    min_val = -0.46501749753952026
    max_val = 0.5238937735557556
