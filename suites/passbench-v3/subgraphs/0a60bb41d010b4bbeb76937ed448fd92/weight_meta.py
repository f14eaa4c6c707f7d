class Program_weight_tensor_meta_hidden_states_56:
    name = "hidden_states_56"
    shape = [1, 1500, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 3.9151820585558995e-10
    std = 0.9969334340402922
    data = None
    min_val = -4.8911261558532715
    max_val = 4.838159561157227


class Program_weight_tensor_meta_L_self_modules_layers_modules_6_modules_self_attn_modules_k_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_6_modules_self_attn_modules_k_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.101507505044353e-06
    std = 0.02000347320396585
    data = None
