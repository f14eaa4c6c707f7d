class Program_weight_tensor_meta_init_cls_token_4:
    name = "init_cls_token_4"
    shape = [1, 1, 768]
    dtype = "torch.float32"
    device = "cpu"
    mean = 0.0007066295261211053
    std = 0.023794374391407525
    data = None
    min_val = -0.07750444114208221
    max_val = 0.0667964518070221
