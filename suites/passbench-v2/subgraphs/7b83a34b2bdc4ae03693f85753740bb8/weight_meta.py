class Program_weight_tensor_meta_embeddings_6:
    name = "embeddings_6"
    shape = [196, 8, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 6.286801686880618e-05
    std = 0.022539626911747747
    data = None
    min_val = -0.10862091183662415
    max_val = 0.1104511097073555


class Program_weight_tensor_meta_L_self_modules_embeddings_parameters_time_embeddings_:
    name = "L_self_modules_embeddings_parameters_time_embeddings_"
    shape = [1, 8, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0
    std = 0.0
    data = None


class Program_weight_tensor_meta_cls_tokens_1:
    name = "cls_tokens_1"
    shape = [1, 1, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0004797461800004991
    std = 0.005666909843568089
    data = None
    min_val = -0.018717966973781586
    max_val = 0.01643897034227848
