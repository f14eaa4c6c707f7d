class Program_weight_tensor_meta_q_2:
    name = "q_2"
    shape = [1, 192, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0002642623555558729
    std = 0.05141478621301948
    data = None
    min_val = -0.14239314198493958
    max_val = 0.18815891444683075


class Program_weight_tensor_meta_modulator_2:
    name = "modulator_2"
    shape = [1, 192, 28, 28]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 1.6747965862410027e-08
    std = 1.0415831400862544e-06
    data = None
    min_val = -3.272730282333214e-06
    max_val = 3.2750776881584898e-06
