class Program_weight_tensor_meta_hidden_states_1:
    name = "hidden_states_1"
    shape = [1, 128, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -1.6599277045485177e-09
    std = 1.000005052965116
    data = None
    min_val = -4.010362148284912
    max_val = 4.326972484588623


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_mlp_modules_up_proj_parameters_weight_"
    shape = [3072, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.287255184096254e-06
    std = 0.01999759189738911
    data = None


class Program_weight_tensor_meta_silu:
    name = "silu"
    shape = [1, 128, 3072]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0038343983402807594
    std = 0.05514666562275676
    data = None
    min_val = -0.190469428896904
    max_val = 0.3311655521392822
