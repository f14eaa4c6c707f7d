class Program_weight_tensor_meta_permute_20:
    name = "permute_20"
    shape = [24, 49, 49]
    dtype = "torch.float16"
    device = "cpu"
    mean = -1.7879315642716113e-05
    std = 5.139655972906223e-05
    data = None
    min_val = -0.0004332619428168982
    max_val = 0.0001584341807756573
