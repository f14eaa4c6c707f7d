class Program_weight_tensor_meta_attention_scores_1:
    name = "attention_scores_1"
    shape = [1, 1, 256, 4]
    dtype = "torch.float16"
    device = "cuda:0"
    mean = -0.00047042532926866443
    std = 3.0151567684968308e-05
    data = None
    min_val = -0.0006137277814559639
    max_val = -0.00041765571222640574
