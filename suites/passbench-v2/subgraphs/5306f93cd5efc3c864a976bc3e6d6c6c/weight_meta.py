class Program_weight_tensor_meta_hidden_states_37:
    name = "hidden_states_37"
    shape = [1, 49, 2, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00022209249602049252
    std = 0.031232419442479373
    data = None
    min_val = -0.12328805029392242
    max_val = 0.12162883579730988


class Program_weight_tensor_meta_key_layer_2:
    name = "key_layer_2"
    shape = [1, 2, 49, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0003939601583438997
    std = 0.03191190361868373
    data = None
    min_val = -0.10920350253582001
    max_val = 0.10211394727230072
