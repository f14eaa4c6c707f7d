class Program_weight_tensor_meta_hidden_states_57:
    name = "hidden_states_57"
    shape = [325, 1, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 6.347276855678548e-10
    std = 0.9982772437658454
    data = None
    min_val = -4.31162166595459
    max_val = 4.713508605957031


class Program_weight_tensor_meta_attn_output_21:
    name = "attn_output_21"
    shape = [325, 1, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.068565582924581e-05
    std = 0.0005125812083102653
    data = None
    min_val = -0.0016187544679269195
    max_val = 0.0015542018227279186


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_visual_modules_transformer_modules_resblocks_modules_0_modules_ln_2_parameters_weight_:
    name = "L_self_modules_vision_model_modules_visual_modules_transformer_modules_resblocks_modules_0_modules_ln_2_parameters_weight_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_vision_model_modules_visual_modules_transformer_modules_resblocks_modules_0_modules_ln_2_parameters_bias_:
    name = "L_self_modules_vision_model_modules_visual_modules_transformer_modules_resblocks_modules_0_modules_ln_2_parameters_bias_"
    shape = [768]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
