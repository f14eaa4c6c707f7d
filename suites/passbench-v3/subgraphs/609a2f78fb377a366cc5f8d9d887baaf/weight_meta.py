class Program_weight_tensor_meta_hidden_states_79:
    name = "hidden_states_79"
    shape = [1, 197, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.00044490327656592513
    std = 0.9908175764821472
    data = None
    min_val = -4.567737102508545
    max_val = 4.212274074554443


class Program_weight_tensor_meta_hidden_states_83:
    name = "hidden_states_83"
    shape = [1, 197, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.00018475219348393061
    std = 0.012414866620258225
    data = None
    min_val = -0.05785433202981949
    max_val = 0.05573567748069763


class Program_weight_tensor_meta_L_self_modules_image_encoder_modules_vision_model_modules_post_layernorm_parameters_weight_:
    name = "L_self_modules_image_encoder_modules_vision_model_modules_post_layernorm_parameters_weight_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 1.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_L_self_modules_image_encoder_modules_vision_model_modules_post_layernorm_parameters_bias_:
    name = "L_self_modules_image_encoder_modules_vision_model_modules_post_layernorm_parameters_bias_"
    shape = [768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None
