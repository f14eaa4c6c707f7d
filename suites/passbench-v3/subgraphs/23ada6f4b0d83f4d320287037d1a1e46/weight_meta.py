class Program_weight_tensor_meta_hidden_states_41:
    name = "hidden_states_41"
    shape = [1, 512, 28, 28]
    dtype = "torch.float16"
    device = "cpu"
    mean = -3.877655225996918e-06
    std = 0.008881435911228594
    data = None
    min_val = -0.06281911581754684
    max_val = 0.05484528839588165
