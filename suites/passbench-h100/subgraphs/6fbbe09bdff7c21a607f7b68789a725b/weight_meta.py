class Program_weight_tensor_meta_permute:
    name = "permute"
    shape = [1, 22, 4, 8]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00013555550224902453
    std = 0.010275069879405449
    data = None
    min_val = -0.018547216430306435
    max_val = 0.024979956448078156
