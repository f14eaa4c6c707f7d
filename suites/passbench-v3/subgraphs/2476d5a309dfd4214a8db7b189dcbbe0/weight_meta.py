class Program_weight_tensor_meta_attn_output_2:
    name = "attn_output_2"
    shape = [1, 128, 12, 64]
    dtype = "torch.float16"
    device = "cpu"
    mean = 0.00026402321170889185
    std = 0.006494566057146567
    data = None
    min_val = -0.019015643745660782
    max_val = 0.01983843930065632


class Program_weight_tensor_meta_L_self_modules_layers_modules_0_modules_attn_modules_Wo_parameters_weight_:
    name = "L_self_modules_layers_modules_0_modules_attn_modules_Wo_parameters_weight_"
    shape = [768, 768]
    dtype = "torch.float16"
    device = "cpu"
    mean = -2.598974527532381e-06
    std = 0.0026521468946523598
    data = None
