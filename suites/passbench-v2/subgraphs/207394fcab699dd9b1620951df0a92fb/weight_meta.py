class Program_weight_tensor_meta_init_cls_token_2:
    name = "init_cls_token_2"
    shape = [1, 1, 768]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.0008706566142488251
    std = 0.02196332694750592
    data = None
    min_val = -0.05965238809585571
    max_val = 0.06696636229753494
