class Program_weight_tensor_meta_variance:
    name = "variance"
    shape = [1, 20, 1]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 1.606395208000322e-05
    std = 5.632342479891672e-07
    data = [1.6163921827683225e-05, 1.5458917914656922e-05, 1.5974226698745042e-05, 1.632274143048562e-05, 1.5629744666512124e-05, 1.5723770047770813e-05, 1.630686892895028e-05, 1.6518781194463372e-05, 1.5678524505347013e-05, 1.5696936316089705e-05, 1.594663626747206e-05, 1.5530118616879918e-05, 1.6621872418909334e-05, 1.534900366095826e-05, 1.666054959059693e-05, 1.635013904888183e-05, 1.5144827557378449e-05, 1.7513510101707652e-05, 1.6518781194463372e-05, 1.6169169612112455e-05]
    min_val = 1.5144827557378449e-05
    max_val = 1.7513510101707652e-05


class Program_weight_tensor_meta_hidden_states:
    name = "hidden_states"
    shape = [1, 20, 1024]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = -1.2925690131737611e-05
    std = 0.0040080630655917205
    data = None
    min_val = -0.01544189453125
    max_val = 0.01611328125


class Program_weight_tensor_meta_L_self_modules_model_modules_layers_modules_0_modules_operator_norm_parameters_weight_:
    name = "L_self_modules_model_modules_layers_modules_0_modules_operator_norm_parameters_weight_"
    shape = [1024]
    dtype = "torch.bfloat16"
    device = "cuda:0"
    mean = 1.0
    std = 0.0
    data = None
