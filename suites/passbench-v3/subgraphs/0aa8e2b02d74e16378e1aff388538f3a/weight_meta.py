class Program_weight_tensor_meta_hidden_states_58:
    name = "hidden_states_58"
    shape = [1, 128, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.0037539235087223066
    std = 0.9988149675584601
    data = None
    min_val = -4.4238481521606445
    max_val = 3.6182985305786133


class Program_weight_tensor_meta_L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_4_modules_self_attn_modules_v_proj_parameters_weight_"
    shape = [1024, 1024]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.539833785106462e-06
    std = 0.019993939061798797
    data = None
