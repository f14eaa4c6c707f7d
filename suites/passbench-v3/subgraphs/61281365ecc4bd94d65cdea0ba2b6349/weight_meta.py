class Program_weight_tensor_meta_mean_8:
    name = "mean_8"
    shape = [1, 384, 1, 1]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 3.556676077161833e-10
    std = 2.7090418945398057e-08
    data = None
    min_val = -1.6254328727427492e-07
    max_val = 2.2320929815577983e-07


class Program_weight_tensor_meta_gates_8:
    name = "gates_8"
    shape = [1, 4, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.037395079179615855
    std = 0.06552726872780323
    data = None
    min_val = -0.1537405252456665
    max_val = 0.21767617762088776


class Program_weight_tensor_meta_ctx_all_34:
    name = "ctx_all_34"
    shape = [1, 384, 14, 14]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 2.679284684704544e-07
    std = 2.278030818064711e-05
    data = None
    min_val = -0.00029104220448061824
    max_val = 0.0003218840865883976
