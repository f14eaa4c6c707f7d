class Program_weight_tensor_meta_hyper_in:
    name = "hyper_in"
    shape = [1, 1, 4, 32]
    dtype = "torch.float32"
    device = "cpu"
    mean = 2.3726301918713943e-06
    std = 0.0001413144617327262
    data = None
    min_val = -0.0003207094850949943
    max_val = 0.0003368292236700654


class Program_weight_tensor_meta_upscaled_embedding_3:
    name = "upscaled_embedding_3"
    shape = [1, 1, 32, 82944]
    dtype = "torch.float32"
    device = "cpu"
    mean = -0.0015516361934748485
    std = 0.010296392578080087
    data = None
    min_val = -0.05325061455368996
    max_val = 0.05975237488746643
