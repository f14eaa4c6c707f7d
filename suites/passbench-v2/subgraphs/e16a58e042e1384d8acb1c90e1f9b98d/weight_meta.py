class Program_weight_tensor_meta_tanh_2:
    name = "tanh_2"
    shape = [1, 31, 6144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0005033448068724181
    std = 0.11737923581541787
    data = None
    min_val = -0.4996756613254547
    max_val = 0.48005613684654236


class Program_weight_tensor_meta_mul_8:
    name = "mul_8"
    shape = [1, 31, 6144]
    dtype = "torch.float32"
    device = "cuda:0"
    mean = 0.0003199443275824185
    std = 0.07436448282987641
    data = None
    min_val = -0.33710387349128723
    max_val = 0.32181626558303833
