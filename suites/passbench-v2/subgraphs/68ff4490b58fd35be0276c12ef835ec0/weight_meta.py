class Program_weight_tensor_meta_text_embeds:
    name = "text_embeds"
    shape = [1, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -0.00019634747745082373
    std = 0.0361073727779678
    data = None
    min_val = -0.10949398577213287
    max_val = 0.09310772269964218


class Program_weight_tensor_meta_to_4:
    name = "to_4"
    shape = [768, 1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0004710706789558354
    std = 0.03610483050832288
    data = None
    min_val = -0.11966229230165482
    max_val = 0.11990226805210114


class Program_weight_tensor_meta_L_self_parameters_logit_scale_:
    name = "L_self_parameters_logit_scale_"
    shape = [1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0]


class Program_weight_tensor_meta_L_self_parameters_logit_bias_:
    name = "L_self_parameters_logit_bias_"
    shape = [1]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = [0.0]
