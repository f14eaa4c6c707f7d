class Program_weight_tensor_meta_add_1:
    name = "add_1"
    shape = [1, 128, 256, 65]
    dtype = "torch.bfloat16"
    device = "cpu"
    mean = -0.010139238075584426
    std = 0.003295618269982741
    data = None
    min_val = -0.04346252977848053
    max_val = 0.0115374019369483
