class Program_weight_tensor_meta_text_embeds:
    name = "text_embeds"
    shape = [2, 1024]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.010084877541867598
    std = 0.029585217045228707
    data = None
    min_val = -0.08273159712553024
    max_val = 0.08636476844549179


class Program_weight_tensor_meta_to_1:
    name = "to_1"
    shape = [1024, 1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 0.016713299674792736
    std = 0.026417980728953495
    data = None
    min_val = -0.06315507739782333
    max_val = 0.11749491840600967


class Program_weight_tensor_meta_L_self_parameters_logit_scale_:
    name = "L_self_parameters_logit_scale_"
    shape = [1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = 4.682
    std = 0.0
    data = [4.681995]


class Program_weight_tensor_meta_L_self_parameters_logit_bias_:
    name = "L_self_parameters_logit_bias_"
    shape = [1]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -16.348
    std = 0.0
    data = [-16.347614]
