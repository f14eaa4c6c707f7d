class Program_weight_tensor_meta_hidden_states_46:
    name = "hidden_states_46"
    shape = [1, 784, 2, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00012500579586993801
    std = 0.04483358835001335
    data = None
    min_val = -0.18246260285377502
    max_val = 0.216939315199852


class Program_weight_tensor_meta_layer_norm_11:
    name = "layer_norm_11"
    shape = [1, 784, 128]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.1167968907931346e-09
    std = 1.0000044625955562
    data = None
    min_val = -4.042032241821289
    max_val = 3.9681942462921143
