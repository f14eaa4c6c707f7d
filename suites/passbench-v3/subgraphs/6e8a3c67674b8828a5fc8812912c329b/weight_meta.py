class Program_weight_tensor_meta_hidden_states_11:
    name = "hidden_states_11"
    shape = [1, 197, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -7.400889617260426e-10
    std = 1.0000032993565624
    data = None
    min_val = -4.454194068908691
    max_val = 4.260098457336426


class Program_weight_tensor_meta_L_self_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_weight_:
    name = "L_self_modules_layers_modules_1_modules_attention_modules_k_proj_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 5.935405860162468e-05
    std = 0.019986037724922415
    data = None
