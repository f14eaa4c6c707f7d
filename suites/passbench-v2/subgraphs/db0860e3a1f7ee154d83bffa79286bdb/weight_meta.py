class Program_weight_tensor_meta_linear_21:
    name = "linear_21"
    shape = [196, 96, 2304]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = 0.0016733810672543048
    std = 0.11088659475800845
    data = None
    min_val = -0.608173668384552
    max_val = 0.6710827946662903
