class Program_weight_tensor_meta_view:
    name = "view"
    shape = [1, 3136, 1, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -4.0135790351406305e-05
    std = 0.02268861019606784
    data = None
    min_val = -0.09903696924448013
    max_val = 0.08628115803003311


class Program_weight_tensor_meta_layer_norm_1:
    name = "layer_norm_1"
    shape = [1, 3136, 32]
    dtype = "torch.float16"
    device = "cpu"
    mean = -5.994733054630698e-12
    std = 0.9999993795310954
    data = None
    min_val = -3.980504035949707
    max_val = 3.7125680446624756
