class Program_weight_tensor_meta_add_10:
    name = "add_10"
    shape = [1, 128, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.00015932268814004507
    std = 0.1111639587426308
    data = None
    min_val = -0.5694632530212402
    max_val = 0.5210915207862854


class Program_weight_tensor_meta_mul_8:
    name = "mul_8"
    shape = [1, 128, 3072]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -7.94717436294156e-05
    std = 0.05548971635694367
    data = None
    min_val = -0.28077268600463867
    max_val = 0.25749221444129944
